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
        .target(name: "PlotCore", plugins: ["SharedConstants"]),
        // Turns a target's section of Public/js/shared-constants.js into Swift constants at build time:
        // the values the browser code shares with PlotCore (limits) and PlotSVG (the curve palette).
        .plugin(name: "SharedConstants", capability: .buildTool(), dependencies: ["plotsite-constants"]),
        .executableTarget(name: "plotsite-constants"),
        // Turns sampled segments into standalone SVG.
        .target(name: "PlotSVG", dependencies: ["PlotCore"], plugins: ["SharedConstants"]),
        // The static site: manifest, templates, pages, assets, the atomic build.
        .target(name: "PlotSiteGenerator", dependencies: ["PlotCore", "PlotSVG"], plugins: ["EmbedTheme"]),
        // Embeds Templates/ and Public/ into PlotSiteGenerator at build time (the default theme).
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["plotsite-embed"]),
        .executableTarget(name: "plotsite-embed"),
        .executableTarget(name: "plotsite-compact", dependencies: ["PlotSiteGenerator"]),
        // The preview server of `plotsite serve`: HTTP/1.1 on the platform's sockets, file watching.
        .target(name: "PlotServer"),
        // The commands, as a library so tests can call them.
        .target(name: "PlotCLI", dependencies: ["PlotCore", "PlotSVG", "PlotSiteGenerator", "PlotServer"]),
        .executableTarget(name: "plotsite", dependencies: ["PlotCLI"]),
        .executableTarget(
            name: "plotsite-benchmarks", dependencies: ["PlotCore", "PlotSiteGenerator"], path: "Benchmarks/Sources"),
        // What the test targets share: throwaway folders, and running a child process (plotsite, node).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PlotCoreTests", dependencies: ["PlotCore", "TestSupport"]),
        .testTarget(name: "PlotSVGTests", dependencies: ["PlotSVG", "PlotCore"]),
        .testTarget(name: "PlotSiteGeneratorTests", dependencies: ["PlotSiteGenerator", "PlotCore", "PlotSVG", "TestSupport"]),
        .testTarget(name: "PlotServerTests", dependencies: ["PlotServer", "TestSupport"]),
        .testTarget(name: "PlotCLITests", dependencies: ["PlotCLI", "PlotCore", "PlotSVG", "TestSupport"]),
    ]
)
