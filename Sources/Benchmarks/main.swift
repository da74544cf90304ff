// The benchmark executable: run with `swift run -c release Benchmarks`.
// Every figure is printed beside a baseline measured in the same run, as a ratio.

print("# Binding benchmarks (release build; best of 7 rounds)")
let coreRows = CoreBenchmarks.run()
printTable("Reactive core", coreRows)
print("\n" + CoreBenchmarks.memoryReturnNote)
print("\n(checksum \(benchmarkSink))")
