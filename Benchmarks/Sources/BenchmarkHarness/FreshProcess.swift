import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a fresh process pays the first time it does something (the runtime's caches empty): the
/// benchmark's own executable is started again, runs one named piece of work, reports how long it
/// took and exits.
public enum FreshProcess {
    private static let workVariable = "NAVGRAPH_BENCHMARK_FRESH_WORK"
    private static let reportVariable = "NAVGRAPH_BENCHMARK_FRESH_REPORT"

    /// In a process started by ``measure(_:)``: runs the work it names, writes its time in
    /// microseconds to the report file and exits. Elsewhere: does nothing. Call it first thing in
    /// `benchmarks`, before any benchmark is registered.
    public static func runIfStarted(_ works: [String: @MainActor @Sendable () -> Void]) {
        guard let name = getenv(workVariable).map({ String(cString: $0) }), let report = getenv(reportVariable).map({ String(cString: $0) }) else { return }
        guard let work = works[name] else { exit(2) }
        let clock = ContinuousClock()
        let started = clock.now
        onMainActor { work() }
        let elapsed = microseconds(clock.now - started)
        guard let file = fopen(report, "w") else { exit(3) }
        fputs("\(elapsed)\n", file)
        fclose(file)
        exit(0)
    }

    /// This executable's path.
    private static var executable: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        CommandLine.arguments[0]
        #endif
    }

    /// Runs `work` in a fresh copy of this executable: the time the work took in it (µs), and the
    /// whole child's wall time (µs, from spawning to its exit).
    public static func measure(_ work: String) -> (work: Int, process: Int) {
        let report = "/tmp/navgraph-fresh-\(getpid())-\(work.hashValue & 0xFFFF)"
        let clock = ContinuousClock()
        let started = clock.now
        let run = ProcessRun([executable], environment: [workVariable: work, reportVariable: report])
        let process = microseconds(clock.now - started)
        guard run.status == 0, let file = fopen(report, "r") else { fatalError("the fresh process for \(work) failed (status \(run.status))") }
        defer {
            fclose(file)
            unlink(report)
        }
        var line = [CChar](repeating: 0, count: 32)
        guard fgets(&line, Int32(line.count), file) != nil, let value = Int(String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).filter(\.isNumber)) else {
            fatalError("the fresh process for \(work) reported nothing")
        }
        return (value, process)
    }
}

extension BenchmarkMetric {
    /// The subject's fresh process from spawning to exit (µs).
    public static let subjectProcessMicroseconds = BenchmarkMetric.custom("process time (µs)", useScalingFactor: false)
}

/// Registers a benchmark of the work `subject` against the work `baseline`, each run in a fresh
/// process per sample (see ``FreshProcess``), baseline first: the times the works took in their
/// processes, the ratio, and the subject's whole process.
public func freshProcessBenchmark(_ name: String, subject: String, baseline: String, maxIterations: Int = 10) {
    let metrics: [BenchmarkMetric] = [.wallClock, .subjectMicroseconds, .baselineMicroseconds, .percentOfBaseline, .subjectProcessMicroseconds]
    let configuration = Benchmark.Configuration(
        metrics: metrics, timeUnits: .milliseconds, units: exactUnits(Array(metrics.dropFirst())),
        warmupIterations: 0, maxDuration: .seconds(10), maxIterations: maxIterations
    )
    Benchmark(name, configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let reference = FreshProcess.measure(baseline)
            benchmark.startMeasurement()
            let measured = FreshProcess.measure(subject)
            benchmark.stopMeasurement()
            record(benchmark, subject: measured.work, baseline: reference.work)
            benchmark.measurement(.subjectProcessMicroseconds, measured.process)
        }
    }
}
