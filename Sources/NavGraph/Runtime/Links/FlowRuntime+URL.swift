#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension FlowRuntime {
    /// Opens `url` as ``open(_:)-(String)`` opens its text: what an app's `onOpenURL` or
    /// `application(_:open:)` receives.
    ///
    /// ```swift
    /// .onOpenURL { url in try? runtime.open(url) }
    /// ```
    @discardableResult
    public func open(_ url: URL) throws(DeepLinkError) -> LinkPlan {
        try open(url.absoluteString)
    }
}
