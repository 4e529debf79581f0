import NavGraph

/// Which drawn edges a run's steps took: each step (numbered from 1) goes to the edges drawing its
/// flow's transition on its event from its route (or any route); among several (a tab chosen by the
/// event), to those ending at the step's `to`.
struct RunHighlight {
    /// For each edge, the numbers of the steps it draws, in order.
    private(set) var numbers: [[Int]]
    /// The steps no edge draws (a pop listed in a box, a rejected event), with their numbers.
    private(set) var undrawn: [(number: Int, step: RunSpec.Step)] = []

    init(run: RunSpec, edges: [DrawnEdge]) {
        numbers = Array(repeating: [], count: edges.count)
        for (offset, step) in run.steps.enumerated() {
            var taken = edges.indices.filter { edges[$0].draws(step) }
            if taken.count > 1, let to = step.to {
                let landing = taken.filter { edges[$0].head == .route(flow: step.flow, route: to) }
                if !landing.isEmpty { taken = landing }
            }
            if taken.isEmpty { undrawn.append((offset + 1, step)) }
            for index in taken { numbers[index].append(offset + 1) }
        }
    }
}
