/// What a test tool's replay of a run expects from the step it sends next: the transitions the
/// run recorded for it. A runtime given one (``FlowRuntime/replayCheck``) compares each
/// transition it applies with the expected one at its position, in place, and makes a record
/// only of the first that differs.
@MainActor
@usableFromInline
package final class ReplayCheck {
    // Main-actor state, never accessed through overlapping accesses: its exclusivity is not
    // checked at run time (a check per access, on every transition replayed).

    /// The transitions expected from the next step, in order. Setting them starts over.
    @exclusivity(unchecked) package var expected: [TransitionRecord] = [] {
        didSet {
            count = 0
            firstUnexpected = nil
        }
    }
    /// How many transitions were applied since ``expected`` was set.
    @exclusivity(unchecked) package private(set) var count = 0
    /// The first of them that differs from the expected one at its position (or comes after the
    /// last one), recorded.
    @exclusivity(unchecked) package private(set) var firstUnexpected: TransitionRecord?

    /// A check expecting nothing yet.
    package init() {}

    /// Compares a transition whose event is a value of `eventType` (a `TypedDescribedValue`'s
    /// type) with bytes `eventBytes` with the expected one at its position, when that tells
    /// them equal: returns `true` then, counting it. Returns `false`, counting nothing, when it
    /// cannot tell (other bytes can still be an equal value): the caller then compares it with
    /// ``compare(flow:from:event:eventValue:to:action:transition:commands:origin:)``.
    @usableFromInline func compare(
        flow node: AnyFlowNode, from: String, event: String, eventBytes: (UInt64, UInt64), eventType: DescribedValue.Type, to: String,
        action: ActionKind, transition: Int?, commands: [NavigationCommand], origin: TransitionRecord.Origin
    ) -> Bool {
        let position = count
        guard firstUnexpected == nil else {
            count += 1
            return true
        }
        guard position < expected.count, expected[position].eventValue.holds(eventType, withBytes: eventBytes),
            expected[position].matches(
                flowID: node.id, transition: transition, action: action, flow: node.name, from: from, event: event, to: to, eventValue: nil,
                commands: commands, origin: origin
            )
        else { return false }
        count += 1
        return true
    }

    /// Compares a transition with the expected one at its position; records it if it differs.
    /// A platform report's event value (made from its screen) is left out: `eventValue` `nil`.
    func compare(
        flow node: AnyFlowNode, from: String, event: String, eventValue: ValueDescription?, to: String, action: ActionKind, transition: Int?,
        commands: [NavigationCommand], origin: TransitionRecord.Origin
    ) {
        let position = count
        count += 1
        guard firstUnexpected == nil else { return }
        let matches = position < expected.count && expected[position].matches(
            flowID: node.id, transition: transition, action: action, flow: node.name, from: from, event: event, to: to, eventValue: eventValue,
            commands: commands, origin: origin
        )
        if !matches {
            firstUnexpected = TransitionRecord(
                flow: node.name, flowID: node.id, from: from, event: event, eventValue: eventValue ?? ValueDescription(event), to: to, action: action,
                transition: transition, commands: commands, origin: origin
            )
        }
    }
}
