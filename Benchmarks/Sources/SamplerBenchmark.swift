enum SamplerBenchmark {
    static func run() { print("sampler benchmark: not yet") }
}
