/// A Markdown table of `rows` under the heading `title`: figure, same-run baseline, ratio, target.
public func markdownTable(_ title: String, _ rows: [BenchmarkRow]) -> String {
    var lines = [
        "### \(title)", "",
        "| measurement | figure | baseline (same run) | ratio | target |",
        "|---|---:|---|---:|---|",
    ]
    for row in rows {
        let figure = format(row.figure) + " " + row.unit
        let baseline = "\(row.baselineName): " + format(row.baseline) + " " + row.unit
        lines.append("| \(row.name) | \(figure) | \(baseline) | \(format(row.ratio))× | \(row.target) |")
    }
    return lines.joined(separator: "\n")
}

/// Prints ``markdownTable(_:_:)`` after an empty line.
public func printTable(_ title: String, _ rows: [BenchmarkRow]) {
    print("\n" + markdownTable(title, rows))
}

/// `value` for a table: whole numbers from 100 on, two decimals below, `n/a` for nan and infinity.
public func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "n/a" }
    if value >= 100 { return String(Int(value.rounded())) }
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}
