import Foundation
import Wiring

// Builds the payments app, uses it the way its scene delegate would, and
// writes the wiring snapshot: `swift run Payments [OUTPUT.wiring.json]`.

let app = ApplicationBoundary.Resolved()
let root = app.rootView
print("root view: \(root.title)")
if let navigation = root as? NavigationController, let payments = navigation.stack.first as? PaymentsViewController {
    print("first screen: \(payments.title)")
    print(payments.presenter.payTapped(amount: 42, payee: "grace"))
}

let output = CommandLine.arguments.dropFirst().first ?? "payments.wiring.json"
let snapshot = GraphSnapshot.capture(app)
do {
    try snapshot.write(to: URL(fileURLWithPath: output))
    print("snapshot: \(output) (\(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
