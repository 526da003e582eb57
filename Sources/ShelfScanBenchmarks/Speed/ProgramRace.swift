/// Times programs against each other on a shared, noisy machine: every round runs each program
/// once, one after the other, so that a busy spell slows them alike, and the order turns by one
/// each round, so that none always runs first (on a cold cache) or right after a given other.
/// Medians over the rounds are then compared.
///
/// ```swift
/// let times = try ProgramRace(rounds: 7).run([shelfscan, zbarimg])
/// times[0].medianWallSeconds / times[1].medianWallSeconds
/// ```
public struct ProgramRace: Sendable {
    /// Rounds run; each program runs once per round.
    public var rounds: Int

    /// A race of `rounds` rounds.
    public init(rounds: Int) {
        self.rounds = rounds
    }

    /// Each program's runs, in the order the programs were given; stops at the first run that
    /// fails.
    public func run(_ programs: [TimedProgram]) throws(ProgramRaceError) -> [ProgramTimes] {
        var runs = [[ProgramRun]](repeating: [], count: programs.count)
        for round in 0..<rounds {
            for step in programs.indices {
                let index = (round + step) % programs.count
                runs[index].append(try ProgramRun.run(programs[index]))
            }
        }
        return zip(programs, runs).map { ProgramTimes(program: $0, runs: $1) }
    }
}
