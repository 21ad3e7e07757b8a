// WiringProjects — reads how a repository is built into a `ProjectModel`: SwiftPM packages, Xcode
// projects and workspaces, Tuist projects, XcodeGen specs (with Yams) and CocoaPods. The tree is
// walked once (`TreeListing`); every description is read as data and nothing in the tree is run.
