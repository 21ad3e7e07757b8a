import Foundation
import Wiring

// Runs the posts app on Core Data and Realm (the network scene stays unresolved
// unless `--network` is given) and writes the wiring snapshot:
// `swift run CleanArchitecture [--network] [OUTPUT.wiring.json]`.

let arguments = CommandLine.arguments.dropFirst()
let app = PostsApp.Resolved()

let coreDataPosts = app.coreDataPosts
coreDataPosts.viewModel.create(title: "Hello from Core Data")
print("core data posts: \(coreDataPosts.viewModel.titles())")

let realmPosts = app.realmPosts
realmPosts.viewModel.create(title: "Hello from Realm")
print("realm posts: \(realmPosts.viewModel.titles())")

if arguments.contains("--network") {
    print("network posts: \(app.networkPosts.viewModel.titles())")
}

let output = arguments.first { !$0.hasPrefix("--") } ?? "posts.wiring.json"
let snapshot = GraphSnapshot.capture(app)
do {
    try snapshot.write(to: URL(fileURLWithPath: output))
    print("snapshot: \(output) (\(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
