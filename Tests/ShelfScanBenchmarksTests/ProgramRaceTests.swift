import Foundation
import ShelfScanBenchmarks
import ShelfScanTestSupport
import Testing

@Suite("Program races")
struct ProgramRaceTests {
    /// A shell running `script`.
    private static func shell(_ name: String, _ script: String, accepting statuses: [Int32] = [0]) -> TimedProgram {
        TimedProgram(name: name, executable: "/bin/sh", arguments: ["-c", script], acceptedStatuses: statuses)
    }

    @Test("A program that works longer is timed with more CPU and wall time, once per round")
    func timesFollowWork() throws {
        let busy = Self.shell("busy", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done")
        let idle = Self.shell("idle", "exit 0")
        let times = try ProgramRace(rounds: 3).run([busy, idle])
        #expect(times.map(\.name) == ["busy", "idle"])
        #expect(times.allSatisfy { $0.runs.count == 3 })
        #expect(times[0].medianCPUSeconds > 0.05)
        #expect(times[0].medianCPUSeconds > 5 * times[1].medianCPUSeconds)
        #expect(times[0].medianWallSeconds > times[1].medianWallSeconds)
    }

    @Test("The order turns by one each round, and output goes nowhere")
    func orderTurns() throws {
        let log = try TestPaths.scratchFolder("race").appendingPathComponent("order").path
        let programs = ["a", "b", "c"].map { Self.shell($0, "echo \($0) >> '\(log)'; echo noise; echo noise >&2") }
        _ = try ProgramRace(rounds: 3).run(programs)
        let order = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(order == ["a", "b", "c", "b", "c", "a", "c", "a", "b"])
    }

    @Test("An exit status the program is not expected to give stops the race, naming program and status")
    func failedRun() {
        let failing = Self.shell("three", "exit 3", accepting: [0, 1])
        #expect(throws: ProgramRaceError.failed(program: "three", status: 3)) {
            try ProgramRace(rounds: 2).run([failing])
        }
        #expect(ProgramRaceError.failed(program: "three", status: 3).description == "three exited with status 3")
        #expect(throws: Never.self) { try ProgramRace(rounds: 1).run([Self.shell("one", "exit 1", accepting: [0, 1])]) }
    }

    @Test("A program killed by a signal, and one that cannot start, are named")
    func killedOrMissing() {
        #expect(throws: ProgramRaceError.killed(program: "killed", signal: 9)) {
            try ProgramRace(rounds: 1).run([Self.shell("killed", "kill -9 $$")])
        }
        let missing = TimedProgram(name: "ghost", executable: "/nonexistent/ghost", arguments: [])
        #expect(throws: ProgramRaceError.notStarted(program: "ghost", executable: "/nonexistent/ghost", code: ENOENT)) {
            try ProgramRace(rounds: 1).run([missing])
        }
        #expect(ProgramRaceError.notStarted(program: "ghost", executable: "/nonexistent/ghost", code: ENOENT).description
                == "ghost (/nonexistent/ghost) could not be started: No such file or directory")
    }
}

@Suite("Scan speed benchmark")
struct ScanSpeedBenchmarkTests {
    @Test("shelfscan scan and zbarimg get the same photos in the same order, zbarimg quietly; a baseline runs as shelfscan does")
    func programs() {
        let files = ["b.png", "a.jpg"]
        let benchmark = ScanSpeedBenchmark(shelfscan: "/opt/shelfscan", zbarimg: "/usr/bin/zbarimg",
                                           baseline: "/tmp/old-shelfscan", files: files)
        let programs = benchmark.programs
        #expect(programs.map(\.name) == ["shelfscan scan", "zbarimg", "baseline scan"])
        #expect(programs.map(\.executable) == ["/opt/shelfscan", "/usr/bin/zbarimg", "/tmp/old-shelfscan"])
        #expect(programs[0].arguments == ["scan"] + files)
        #expect(programs[1].arguments == ["-q"] + files)
        #expect(programs[2].arguments == programs[0].arguments)
        #expect(programs[0].acceptedStatuses == [0, 1] && programs[1].acceptedStatuses == [0, 4])
        #expect(ScanSpeedBenchmark(shelfscan: "s", zbarimg: "z", files: files).programs.count == 2)
    }

    @Test("Shares are shelfscan's medians over zbarimg's; targets are met under their limits")
    func shares() {
        func times(_ name: String, wall: [Double], cpu: [Double]) -> ProgramTimes {
            ProgramTimes(program: TimedProgram(name: name, executable: "/bin/\(name)", arguments: []),
                         runs: zip(wall, cpu).map { ProgramRun(wallSeconds: $0, cpuSeconds: $1, status: 0) })
        }
        let result = ScanSpeedResult(files: 10, rounds: 3,
                                     shelfscan: times("s", wall: [0.9, 0.5, 0.6], cpu: [1.0, 0.8, 5.0]),
                                     zbarimg: times("z", wall: [2.0, 1.5, 1.8], cpu: [2.0, 1.6, 1.0]), baseline: nil)
        #expect(abs(result.wallShare - 0.6 / 1.8) < 1e-12)
        #expect(abs(result.cpuShare - 1.0 / 1.6) < 1e-12)
        let targets = result.targets(maximumWallShare: 0.34, maximumCPUShare: 0.5)
        #expect(targets.map(\.met) == [true, false])
        #expect(targets[1].description == "CPU time 0.62 of zbarimg's, under 0.50 of zbarimg's required")
        #expect(result.targets(maximumWallShare: nil, maximumCPUShare: nil).isEmpty)
    }
}
