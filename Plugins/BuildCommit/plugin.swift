import Foundation
import PackagePlugin

/// Before every build, writes the commit the sources are at into `BuildCommit.swift`, so that
/// `site --version` names the commit it was built from (`unknown` outside a git checkout;
/// `+changes` when tracked files differ from it).
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "generated")
        let output = folder.appending(path: "BuildCommit.swift").path
        let root = context.package.directoryURL.path
        let script = """
            mkdir -p '\(folder.path)'
            commit=$(git -C '\(root)' rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
            if [ "$commit" != unknown ] && [ -n "$(git -C '\(root)' status --porcelain --untracked-files=no 2>/dev/null | head -c 1)" ]; then
                commit="$commit+changes"
            fi
            text="/// The commit this binary was built from (written by Plugins/BuildCommit before each build).
            let buildCommit = \\"$commit\\""
            # Rewritten only when it changes, so an unchanged commit rebuilds nothing.
            [ "$(cat '\(output)' 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > '\(output)'
            """
        return [
            .prebuildCommand(
                displayName: "Recording the commit of this build", executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script], outputFilesDirectory: folder)
        ]
    }
}
