import ArgumentParser

/// `shelfscan bench ...`: the project's measurements.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure accuracy and speed.",
        subcommands: [CorpusBenchCommand.self, PassBenchCommand.self, FrameBenchCommand.self, FramesBenchCommand.self, StationBenchCommand.self, ISBNBenchCommand.self,
                      LendingBenchCommand.self, CirculationBenchCommand.self, CatalogBenchCommand.self, PhotoBenchCommand.self,
                      MisreadBenchCommand.self, SpeedBenchCommand.self, ExtractBenchCommand.self, ServiceBenchCommand.self])
}
