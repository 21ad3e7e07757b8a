// WiringProjectModel — how a repository is built, as one value: the packages, Xcode projects and
// workspaces, Tuist projects, XcodeGen specs and CocoaPods of a tree; their targets with the files
// each compiles, settings, products and dependencies; and the one answer to "which module is this
// file in" (`ProjectModel.module(of:)`).
//
// The model depends on nothing. The readers that fill it live in WiringProjects; the module graph,
// type naming and every framework reader of the scanner ask it.
