import NavGraph
import PlatformTypeNames
import Testing

/// Every public type of NavGraph, named unqualified in a file that also imports the stand-ins
/// for SwiftUI's and UIKit's type names: a shared name would make this file fail to compile
/// ("ambiguous for type lookup").
@Suite("Public names beside SwiftUI and UIKit")
struct NameCollisionTests {
    @Test("NavGraph's public types are named unambiguously beside SwiftUI's and UIKit's")
    func namesResolveToNavGraph() {
        let names: [Any.Type] = [
            ActionKind.self, ActionSpec.self, ChildPresentation.self, ChildSpec.self, ContainerID.self, FlowGraph.self,
            FlowGraphError.self, FlowID.self, FlowSpec.self, MachineChange.self, LiveFlow.self, NavigationCommand.self, NavigationError.self,
            NavigationState.self, OutputMapping.self, Placement.self, Screen.self, ScreenStack.self, TabReselect.self, TabSpec.self,
            TransitionRecord.self, TransitionSpec.self, ValueDescription.self, HeadlessRouter.self, FlowRuntime.self,
            ScreenFactory<Int>.self, (any Router).self, (any EventCaseSet).self,
            ChildFlow<Probe>.self, EffectContext<Probe>.self, EventCase<Probe.Event, Int>.self,
            FlowDefinition<Probe>.self, FlowHandle<Probe>.self, FlowMachine<Probe>.self, FlowTab<Probe>.self, FlowTransition<Probe>.self,
            _FlowRuntimeCode<Probe>.self,
            Guard<Probe, Void>.self, RowAction<Probe, Void>.self, ScreenRequest<Probe>.self,
            LintFinding.self, RunSpec.self, LinkSpec.self, LinkPlan.self, FlowSnapshot.self, RestorationError.self,
            RestorationMode.self, DeepLinkError.self, DeferredLinkOutcome.self, LinkPattern.self, LinkParameters.self, LinkParameterError.self,
            FlowLink<Probe>.self, (any Flow).self, (any PlatformRouter).self, (any FlowRoute).self, (any FlowEvent).self, (any PayloadEvent).self,
        ]
        #expect(names.allSatisfy { String(reflecting: $0).contains("NavGraph.") })
        #expect(String(reflecting: PlatformTypeNames.NavigationStack.self) == "PlatformTypeNames.NavigationStack")
    }
}

/// A flow to name the generic types with.
struct Probe: Flow {
    enum Route: FlowRoute { case only }
    enum Event: FlowEvent { case tap }
    static let definition = FlowDefinition<Probe>(initial: .only, transitions: [])
}
