#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command found on `PATH` and waits for it: its exit status and the peak resident memory
/// the kernel recorded for that one child process.
public struct ProcessRun: Sendable {
    /// The exit status (0 on success).
    public let status: Int32
    /// The child's peak resident set, in KiB (`ru_maxrss`; Darwin reports bytes, converted here).
    public let peakResidentKiB: Int

    /// Runs `arguments[0]` with `arguments`, in this process's environment with `environment` added.
    public init(_ arguments: [String], environment: [String: String] = [:]) {
        var pid = pid_t()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var inherited: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let variable = entry.pointee {
            inherited.append(strdup(variable))
            entry += 1
        }
        var envp = inherited + environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        let spawned = posix_spawnp(&pid, arguments[0], nil, nil, &argv, &envp)
        guard spawned == 0 else {
            status = -1
            peakResidentKiB = 0
            return
        }
        var exit: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &exit, 0, &usage)
        status = exit
        #if canImport(Darwin)
        peakResidentKiB = Int(usage.ru_maxrss) / 1024
        #else
        peakResidentKiB = Int(usage.ru_maxrss)
        #endif
    }
}
