import Foundation

// `swift run -c release plotsite-benchmarks [expressions|sampler|implicit|ode CASES.json|site|all]`
// Prints medians of repeated runs; goals are in README.md ("Benchmarks").
let arguments = CommandLine.arguments.dropFirst()
let which = arguments.first ?? "all"
switch which {
case "expressions":
    ExpressionBenchmark.run()
    print()
    DerivativeBenchmark.run()
case "sampler":
    SamplerBenchmark.run()
    print()
    ParametricBenchmark.run()
case "implicit":
    ImplicitBenchmark.run()
case "ode":
    // Driven by Benchmarks/bench_ode.py, which writes the cases.
    ODEBenchmark.run(arguments.dropFirst().first)
case "profile":
    // A fixed workload for `valgrind --tool=callgrind`: 200 plots of the seed cubic.
    SamplerBenchmark.profile()
case "site": SiteBenchmark.run()
case "all":
    ExpressionBenchmark.run()
    print()
    DerivativeBenchmark.run()
    print()
    SamplerBenchmark.run()
    print()
    ParametricBenchmark.run()
    print()
    ImplicitBenchmark.run()
    print()
    SiteBenchmark.run()
default:
    print("usage: plotsite-benchmarks [expressions|sampler|implicit|site|all]")
    exit(2)
}
