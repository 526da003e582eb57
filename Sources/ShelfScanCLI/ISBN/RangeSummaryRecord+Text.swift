import ShelfScan

extension RangeSummaryRecord {
    /// One `name: value` line per fact.
    var text: String {
        """
        source: \(file ?? ISBNRanges.builtInSourceName)
        issued by: \(messageSource)
        date: \(date)
        serial number: \(serialNumber)
        prefixes: \(prefixes)
        registration groups: \(groups)
        rules: \(rules)
        """
    }
}
