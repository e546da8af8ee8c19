// swift-tools-version:6.0
import PackageDescription

// The targets follow the pipeline: math core → SVG rendering → command line.
// No package dependencies: the toolchain (Foundation, Dispatch, Testing) only.
let package = Package(
    name: "PlotSite",
    products: [
        .executable(name: "plotsite", targets: ["plotsite"]),
        .library(name: "PlotCore", targets: ["PlotCore"]),
    ],
    targets: [
        // Expression language, evaluation, sampling, ticks. Knows nothing of HTML or SVG.
        .target(name: "PlotCore"),
        // Turns sampled segments into standalone SVG.
        .target(name: "PlotSVG", dependencies: ["PlotCore"]),
        // The commands, as a library so tests can call them.
        .target(name: "PlotCLI", dependencies: ["PlotCore", "PlotSVG"]),
        .executableTarget(name: "plotsite", dependencies: ["PlotCLI"]),
        .executableTarget(
            name: "plotsite-benchmarks", dependencies: ["PlotCore"], path: "Benchmarks/Sources"),
        .testTarget(name: "PlotCoreTests", dependencies: ["PlotCore"]),
        .testTarget(name: "PlotSVGTests", dependencies: ["PlotSVG", "PlotCore"]),
        .testTarget(name: "PlotCLITests", dependencies: ["PlotCLI", "PlotCore", "PlotSVG"]),
    ]
)
