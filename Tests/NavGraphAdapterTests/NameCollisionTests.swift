import NavGraphSwiftUI
import NavGraphUIKit
import PlatformTypeNames
import Testing

/// The adapters' public types, named unqualified beside the stand-ins for SwiftUI's and UIKit's
/// type names: a shared name would make this file fail to compile.
@Suite("Adapter names beside SwiftUI and UIKit")
struct AdapterNameTests {
    @Test("The adapters' public types are named unambiguously beside SwiftUI's and UIKit's")
    @MainActor
    func namesResolveToTheAdapters() {
        let names: [Any.Type] = [
            NavigationModel.self, PresentedModal.self, ModalStyle.self, HostRouter<MemoryHosts>.self,
            (any PlatformHosts).self, (any StackHost).self, (any TabHost).self, (any PlatformEvents).self,
        ]
        #expect(names.allSatisfy { String(reflecting: $0).contains("NavGraphSwiftUI.") || String(reflecting: $0).contains("NavGraphUIKit.") })
    }
}
