// swift-tools-version: 6.0
import PackageDescription

// Where Debian puts Qt's headers for this machine's architecture (KSyntaxHighlighting's need them).
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

let package = Package(
    name: "site",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "site", targets: ["site"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "Templates", targets: ["Templates"]),
        .library(name: "SiteKit", targets: ["SiteKit"]),
        .library(name: "Preview", targets: ["Preview"]),
    ],
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // KDE's KSyntaxHighlighting (C++ and Qt) behind a C interface of our own.
        .target(
            name: "CHighlight",
            cxxSettings: [
                .unsafeFlags([
                    "-I/usr/include/KF5/KSyntaxHighlighting", "-I/usr/include/\(multiarch)/qt5", "-I/usr/include/\(multiarch)/qt5/QtCore",
                    "-I/usr/include/\(multiarch)/qt5/QtGui", "-fPIC",
                ])
            ],
            linkerSettings: [.linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Core")]),
        // toml++ (C++) behind a C interface of our own, for TOML front matter.
        .target(
            name: "CTOML",
            cxxSettings: [.define("TOML_HEADER_ONLY", to: "0"), .define("TOML_SHARED_LIB", to: "1")],
            linkerSettings: [.linkedLibrary("tomlplusplus")]),
        .target(name: "Diagnostics"),
        .target(name: "Charts", dependencies: ["Diagnostics"]),
        .target(name: "Templates", dependencies: ["Diagnostics"]),
        .target(
            name: "SiteKit", dependencies: ["Diagnostics", "Charts", "Templates", "CCmark", "CYAML", "CHighlight", "CTOML"],
            plugins: ["EmojiNames"]),
        .target(name: "Preview", dependencies: ["Diagnostics", "SiteKit", "Templates", "CMicroHTTPD"]),
        // Records the commit of each build for `site --version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // The emoji names `:tada:` calls, from Debian's python3-emoji at build time.
        .plugin(name: "EmojiNames", capability: .buildTool()),
        // The executables allocate through mimalloc (Debian's libmimalloc-dev): a build spends about a
        // tenth of its time in malloc and free, which glibc's allocator does slower.
        .executableTarget(
            name: "site", dependencies: ["Diagnostics", "Charts", "SiteKit", "Preview"], linkerSettings: [.linkedLibrary("mimalloc")],
            plugins: ["BuildCommit"]),
        .executableTarget(name: "chart-bench", dependencies: ["Charts"], linkerSettings: [.linkedLibrary("mimalloc")]),
        .executableTarget(name: "chart-fuzz", dependencies: ["Charts", "Diagnostics", "SiteKit"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts"], exclude: ["__Snapshots__"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(
            name: "SiteKitTests", dependencies: ["SiteKit", "Charts", "Templates"], exclude: ["__Snapshots__"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "SiteKit"]),
        .testTarget(name: "siteTests", dependencies: ["site"]),
    ],
    swiftLanguageModes: [.v6]
)
