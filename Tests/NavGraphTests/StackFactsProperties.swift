@testable import NavGraph
import PropertyBased
import Testing

/// A stack flow that pushes, presents, pops, pops to root and dismisses, with a guarded row.
private struct SheetsFlow: Flow {
    enum Route: FlowRoute { case list, detail, editor, sheet, picker }
    enum Event: FlowEvent { case open, edit, showSheet, pick, back, close, home, guarded }
    static let definition = FlowDefinition<SheetsFlow>(
        initial: .list,
        transitions: [
            .on(.open, from: .list, .push(.detail)),
            .on(.edit, .push(.editor)),
            .on(.showSheet, .present(.sheet)),
            .on(.pick, from: .sheet, .push(.picker)),
            .on(.back, .pop),
            .on(.close, .dismiss),
            .on(.home, .popToRoot),
            .on(.guarded, when: Guard("never") { _ in false }, .push(.detail)),
            .on(.guarded, from: .detail, .present(.sheet)),
        ]
    )
}

/// Plans read a machine's facts instead of its stack, so the facts must describe the stack after
/// every change, whichever way it was made.
@Suite("Stack facts")
struct StackFactsProperties {
    private static let events: [SheetsFlow.Event] = [.open, .edit, .showSheet, .pick, .back, .close, .home, .guarded]

    @Test("After any events and platform removals, the facts are those of the stack")
    func factsFollowTheStack() async {
        // Values past the events' count are platform removals of the screen at (value - count).
        await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.events.count + 3)).array(of: 1...40)) { script in
            var machine = FlowMachine(SheetsFlow())
            for value in script {
                let before = machine.facts
                if value < Self.events.count {
                    do {
                        try machine.send(Self.events[value])
                    } catch {
                        #expect(machine.facts == before, "a rejected \(Self.events[value]) changed the facts")
                    }
                } else {
                    machine.truncate(from: value - Self.events.count + 1)
                }
                #expect(machine.facts == StackFacts(of: machine.core.entries, selectedTab: 0), "after \(script): \(machine.routes)")
            }
        }
    }

    @Test("Sending an event does what planning it and applying the plan do")
    func sendAgreesWithPlanThenApply() async {
        // `send` carries unguarded rows out in one go; guarded rows and tab selections go through
        // `plan`. Both ways must answer and change the same.
        await propertyCheck(count: 300, input: Gen.int(in: 0..<Self.events.count).array(of: 1...40)) { script in
            var sent = FlowMachine(SheetsFlow())
            var planned = FlowMachine(SheetsFlow())
            for value in script {
                let event = Self.events[value]
                let answer = Result { () throws(NavigationError) in try sent.send(event) }
                let expected = Result { () throws(NavigationError) -> MachineChange in
                    let plan = try planned.plan(event)
                    planned.apply(plan)
                    return plan.step
                }
                #expect(answer == expected, "\(event) after \(script)")
                #expect(sent.routes == planned.routes && sent.entries.map(\.serial) == planned.entries.map(\.serial), "\(event) after \(script)")
                #expect(sent.facts == planned.facts)
            }
        }
    }
}
