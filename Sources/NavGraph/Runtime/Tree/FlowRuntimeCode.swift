/// The runtime's code for coordinators of flow type `F`, compiled in the module that declares `F`
/// (see ``Flow/_compiledCode``).
///
/// The runtime meets the flows it did not start by name (children and tabs, built from
/// declarations) as `any Flow`, and a parent as `any Node`. Code run for them in the library is
/// generic, and asks the Swift runtime for the metadata of each type built on `F`, every time.
/// These entry points are made where `F` is known, so that what they run is compiled for `F`.
public struct _FlowRuntimeCode<F: Flow>: Sendable {
    /// Builds the coordinator of a child or a tab (see `FlowRuntime.makeNode(_:at:)`).
    @usableFromInline let makeNode: @MainActor @Sendable (F, FlowRuntime, NodePlace) -> FlowNode<F>
    /// A parent's side of its child's output (see `FlowNode.takeOutput(_:)`). A result, not a
    /// typed throw: the core's deployment targets have no metadata for a stored typed-throws function.
    @usableFromInline let takeOutput: @MainActor @Sendable (FlowNode<F>, ChildOutput) -> Result<OutputHandOff, NavigationError>

    /// The entry points, compiled for `F` where this is called.
    @inlinable
    public init() {
        makeNode = { flow, runtime, place in runtime.makeNode(flow, at: place, code: _FlowRuntimeCode()) }
        takeOutput = { node, output in
            do throws(NavigationError) { return .success(try node.takeOutput(output)) } catch { return .failure(error) }
        }
    }
}

extension _FlowRuntimeCode {
    /// The entry points of `definition`'s flow type, as compiled where it is declared; generic
    /// ones should the flow type answer with others. Cast back once per coordinator built: the
    /// coordinator keeps them (`FlowNode.code`).
    @usableFromInline
    static func of(_ definition: FlowDefinition<F>) -> Self { definition.parts.compiledCode as? Self ?? Self() }
}

extension Flow {
    /// The runtime's entry points for this flow type, made in the module that declares it.
    @inlinable
    public static var _compiledCode: any Sendable { _FlowRuntimeCode<Self>() }
}
