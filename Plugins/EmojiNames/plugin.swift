import Foundation
import PackagePlugin

/// Writes `EmojiNames.swift`, the emoji names `:tada:` may call, with `scripts/emoji-names.py`
/// from Debian's python3-emoji: the names are that package's data, read at build time.
@main
struct EmojiNames: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated").appending(path: "EmojiNames.swift")
        let script = context.package.directoryURL.appending(path: "scripts").appending(path: "emoji-names.py")
        let data = URL(fileURLWithPath: "/usr/lib/python3/dist-packages/emoji/unicode_codes/data_dict.py")
        // Without the package the script says what to install; a missing input would only be named.
        let installed = FileManager.default.fileExists(atPath: data.path)
        if !installed {
            Diagnostics.error("the emoji names come from Debian's python3-emoji: apt-get install python3-emoji (scripts/setup installs it)")
        }
        return [
            .buildCommand(
                displayName: "Reading the emoji names of python3-emoji", executable: URL(fileURLWithPath: "/usr/bin/python3"),
                arguments: [script.path, output.path], inputFiles: installed ? [script, data] : [script], outputFiles: [output])
        ]
    }
}
