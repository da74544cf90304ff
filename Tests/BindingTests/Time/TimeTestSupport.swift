/// Errors sent by the time-operator and test-kit tests' timelines.
enum TimeTestError: Error, Equatable {
    case boom
    case other
}
