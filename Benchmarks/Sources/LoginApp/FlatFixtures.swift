import NavGraph

/// The login flow running in a ``FlowRuntime`` on `router`, driven through its ``FlowHandle``.
@MainActor
public final class LoginRuntimeFixture {
    public let runtime: FlowRuntime
    public let handle: FlowHandle<LoginFlow>

    public init(router: any Router) {
        runtime = FlowRuntime(router: router)
        do {
            handle = try runtime.start(LoginFlow())
        } catch {
            fatalError("LoginFlow did not start: \(error)")
        }
    }

    /// Sends `events`; returns how many were rejected.
    public func send(_ events: [LoginFlow.Event]) -> Int {
        var rejected = 0
        for event in events {
            do {
                try handle.send(event)
            } catch {
                rejected += 1
            }
        }
        return rejected
    }
}

/// The hand-written baselines behind the same interface.
public struct LoginSwitchFixture {
    public var machine = LoginSwitch()
    public var stackMachine = LoginStackSwitch()

    public init() {}

    /// Sends `events` to the state-only switch; returns how many were rejected.
    public mutating func send(_ events: [LoginFlow.Event]) -> Int {
        var rejected = 0
        for event in events where !machine.send(event) { rejected += 1 }
        return rejected
    }

    /// Sends `events` to the stack switch; returns how many were rejected.
    public mutating func sendWithStack(_ events: [LoginFlow.Event]) -> Int {
        var rejected = 0
        for event in events where !stackMachine.send(event) { rejected += 1 }
        return rejected
    }
}

/// The login flow's pure machine, ``FlowMachine``: the transition function NavGraph's runtime
/// drives, without the runtime, interactivity checks or a router.
public struct LoginMachineFixture {
    public var machine = FlowMachine(LoginFlow())

    public init() {}

    /// Sends `events`; returns how many were rejected.
    public mutating func send(_ events: [LoginFlow.Event]) -> Int {
        var rejected = 0
        for event in events {
            do {
                try machine.send(event)
            } catch {
                rejected += 1
            }
        }
        return rejected
    }
}
