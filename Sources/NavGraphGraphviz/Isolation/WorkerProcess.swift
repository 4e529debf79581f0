import Foundation

/// One run of a worker executable: `input` on its stdin, its stdout and stderr read to the end,
/// stopped (SIGTERM, then SIGKILL) when it outlives `timeLimit`.
///
/// Spawned with `posix_spawn` directly rather than Foundation's `Process`, whose Linux
/// implementation closes every descriptor up to the highest open one and so cannot start a child
/// under valgrind. The child gets descriptors 0, 1 and 2 only, the environment of
/// ``environment(from:)`` unless told otherwise, default signal handling, and it is registered in
/// ``WorkerProcesses`` so that an interrupted parent can stop it.
struct WorkerProcess {
    enum Outcome {
        /// It exited with `status`.
        case exited(status: Int32, stdout: Data, stderr: Data)
        /// A signal killed it (a crash).
        case signalled(signal: Int32, stdout: Data, stderr: Data)
        /// It was stopped at the time limit.
        case timedOut(stderr: Data)
    }

    var executable: URL
    var arguments: [String]
    var environment: [String: String]?
    var timeLimit: Double

    func run(input: Data) throws(GraphvizError) -> Outcome {
        let stdin = try Pipe(), stdout = try Pipe(), stderr = try Pipe()
        let pid: pid_t
        do {
            defer {
                // The child's ends: the child has its own copies now (or never started).
                close(stdin.read)
                close(stdout.write)
                close(stderr.write)
            }
            pid = try spawn(stdin: stdin.read, stdout: stdout.write, stderr: stderr.write)
        } catch {
            close(stdin.write)
            close(stdout.read)
            close(stderr.read)
            throw error
        }
        WorkerProcesses.add(pid)
        defer { WorkerProcesses.remove(pid) }
        let output = Drain(stdout.read)
        let errors = Drain(stderr.read)
        Feed.start(input, into: stdin.write)
        let exit = Reaper(pid)

        guard let status = exit.status(within: max(timeLimit, 0.001)) else {
            kill(pid, SIGTERM)
            if exit.status(within: 2) == nil {
                kill(pid, SIGKILL)
                _ = exit.status(within: .infinity)
            }
            _ = output.data()
            return .timedOut(stderr: errors.data())
        }
        let (out, err) = (output.data(), errors.data())
        let signal = status & 0x7F
        if signal == 0 { return .exited(status: (status >> 8) & 0xFF, stdout: out, stderr: err) }
        return .signalled(signal: signal, stdout: out, stderr: err)
    }

    private func spawn(stdin: Int32, stdout: Int32, stderr: Int32) throws(GraphvizError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        Self.markOthersCloseOnExec()

        // The caller may block or ignore signals (the CLI blocks SIGINT and SIGTERM for its signal
        // thread): the worker starts with none blocked and the default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = [executable.path] + arguments
        let environment = (self.environment ?? Self.environment(from: ProcessInfo.processInfo.environment)).map { "\($0.key)=\($0.value)" }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, cArguments, cEnvironment)
        guard status == 0 else {
            throw GraphvizError(.worker("cannot start \(executable.path): \(String(cString: strerror(status)))"))
        }
        return pid
    }
}

extension WorkerProcess {
    /// Makes every descriptor above 2 open now close at the spawn, so that the worker holds none
    /// of the caller's files, sockets or pipes. (glibc's `posix_spawn_file_actions_addclosefrom_np`
    /// would do it in one action, but Swift sees no declaration of it: calling it needs a cast of a
    /// looked-up symbol, which this layer does without.)
    private static func markOthersCloseOnExec() {
        let folder = FileManager.default.fileExists(atPath: "/proc/self/fd") ? "/proc/self/fd" : "/dev/fd"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            if let fd = Int32(name), fd > 2 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
    }

    /// Variables the worker keeps from `environment`: what the loader, fontconfig, Graphviz and
    /// locale need; nothing else of the caller's (tokens, secrets) reaches code running Graphviz.
    static let kept: Set<String> = [
        "PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "TZ", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH",
        "GVBINDIR", "GDFONTPATH", "DOTFONTPATH", "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CONFIG_HOME",
        "XDG_CONFIG_DIRS", "XDG_CACHE_HOME",
        // A sanitized build's worker reads its parent's sanitizer settings; without them its leak
        // report, Graphviz's own leaks, would reach stderr as a Graphviz warning.
        "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS",
    ]

    /// The subset of `environment` the worker gets: ``kept``, `LC_*` and `FONTCONFIG_*`.
    static func environment(from environment: [String: String]) -> [String: String] {
        environment.filter { kept.contains($0.key) || $0.key.hasPrefix("LC_") || $0.key.hasPrefix("FONTCONFIG_") }
    }
}

/// A pipe whose descriptors close on exec (the child gets only the ends duplicated onto 0, 1, 2).
private struct Pipe {
    let read: Int32
    let write: Int32

    init() throws(GraphvizError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw GraphvizError(.worker("cannot create a pipe: \(String(cString: strerror(errno)))")) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        read = fds[0]
        write = fds[1]
    }
}

/// Waits for the child on a thread of its own, so that the caller can wait with a time limit.
private final class Reaper: @unchecked Sendable {
    private let lock = NSLock()
    private var exitStatus: Int32?
    private let done = DispatchSemaphore(value: 0)

    init(_ pid: pid_t) {
        Thread { [self] in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            lock.lock()
            exitStatus = status
            lock.unlock()
            done.signal()
        }.start()
    }

    /// The raw wait status, or `nil` when the child is still running after `seconds`.
    func status(within seconds: Double) -> Int32? {
        let result = seconds.isFinite ? done.wait(timeout: .now() + seconds) : { done.wait(); return .success }()
        guard result == .success else { return nil }
        done.signal()  // later calls return at once
        lock.lock()
        defer { lock.unlock() }
        return exitStatus
    }
}

/// Reads a descriptor to its end on a thread of its own, so that a worker writing much never blocks.
private final class Drain: @unchecked Sendable {
    private let lock = NSLock()
    private var read = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ fd: Int32) {
        Thread { [self] in
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            let data = (try? handle.readToEnd()) ?? Data()
            lock.lock()
            read = data
            lock.unlock()
            done.signal()
        }.start()
    }

    /// Everything read, once every writer closed its end.
    func data() -> Data {
        done.wait()
        done.signal()
        lock.lock()
        defer { lock.unlock() }
        return read
    }
}

/// Writes to a descriptor on a thread of its own with SIGPIPE blocked there, so that a worker dying
/// before it read its input makes the write fail instead of killing this process.
private enum Feed {
    static func start(_ data: Data, into fd: Int32) {
        Thread {
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            try? handle.write(contentsOf: data)
            try? handle.close()
            // A SIGPIPE raised by the write is pending on this thread: take it before the thread ends.
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var signal: Int32 = 0
                sigwait(&pipeSignal, &signal)
            }
        }.start()
    }
}
