/// One row of a benchmark table: a figure beside a baseline measured in the same run.
public struct BenchmarkRow: Sendable {
    /// What was measured.
    public let name: String
    /// The measured figure, in ``unit``.
    public let figure: Double
    /// The unit of ``figure`` and ``baseline`` (`ns`, `µs`, `ms`, `MiB`).
    public let unit: String
    /// What the baseline is.
    public let baselineName: String
    /// The baseline's figure, measured in the same run, in ``unit``.
    public let baseline: Double
    /// The figure aimed for, as text (`≤ 1.05×`).
    public let target: String

    /// A row of `name`'s `figure` against `baselineName`'s `baseline`, both in `unit`.
    public init(name: String, figure: Double, unit: String, baselineName: String, baseline: Double, target: String) {
        self.name = name
        self.figure = figure
        self.unit = unit
        self.baselineName = baselineName
        self.baseline = baseline
        self.target = target
    }

    /// The figure divided by the baseline (`nan` without a positive baseline).
    public var ratio: Double { baseline > 0 ? figure / baseline : .nan }
}
