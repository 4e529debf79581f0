import NavGraph

enum TraceGeneration {
    /// Grows a trace of a random length (``ExplorationOptions/length``) on `driver`'s live
    /// configuration; `execute` runs each step and says whether to go on.
    @MainActor
    static func grow(
        _ driver: TraceDriver, options: ExplorationOptions, using rng: inout Xoshiro, execute: (TraceStep) -> Bool
    ) -> [TraceStep] {
        let length = Int.random(in: options.length, using: &rng)
        var steps: [TraceStep] = []
        steps.reserveCapacity(length)
        guard driver.startError == nil else { return steps }
        while steps.count < length {
            let step = nextStep(driver, options: options, using: &rng)
            steps.append(step)
            guard execute(step) else { break }
        }
        return steps
    }

    @MainActor
    private static func nextStep(_ driver: TraceDriver, options: ExplorationOptions, using rng: inout Xoshiro) -> TraceStep {
        let roll = Double.random(in: 0..<1, using: &rng)
        let payload = UInt64.random(in: 0...UInt64.max, using: &rng)
        if roll < options.invalidShare {
            return arbitrarySend(driver, payload: payload, using: &rng)
        }
        if roll < options.invalidShare + options.platformShare, let step = driver.platformSteps().randomElement(using: &rng) {
            return step
        }
        if let send = driver.enabledSends().randomElement(using: &rng) {
            return send.generated ? send.step.withPayload(payload) : send.step
        }
        if let step = driver.platformSteps().randomElement(using: &rng) {
            return step
        }
        return arbitrarySend(driver, payload: payload, using: &rng)
    }

    /// Any catalog event to any live flow: mostly rejected, which must change nothing.
    @MainActor
    private static func arbitrarySend(_ driver: TraceDriver, payload: UInt64, using rng: inout Xoshiro) -> TraceStep {
        guard let target = driver.addressedTargets().randomElement(using: &rng) else {
            return .send(flow: 0, instance: 0, event: 0, payload: 0)
        }
        let entry = driver.setup.catalog.entries[target.flow]
        let event = Int.random(in: 0..<max(entry.eventCases.count, 1), using: &rng)
        return .send(flow: target.flow, instance: target.instance, event: event, payload: entry.generatedSources.contains(event) ? payload : 0)
    }
}

extension TraceStep {
    /// This send with payload seed `payload`.
    func withPayload(_ payload: UInt64) -> Self {
        guard case .send(let flow, let instance, let event, _) = self else { return self }
        return .send(flow: flow, instance: instance, event: event, payload: payload)
    }
}
