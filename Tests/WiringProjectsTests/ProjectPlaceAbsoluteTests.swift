import Testing
import WiringProjectModel
@testable import WiringProjects

@Suite("A place in a file named by its absolute path")
struct ProjectPlaceAbsoluteTests {
    @Test("the file is named relative to the scanned folder, as every reader's places are")
    func relativeToRoot() {
        #expect(ProjectPlace(absolute: "/tree/App/Config/Base.xcconfig", line: 3, root: "/tree") == ProjectPlace(file: "App/Config/Base.xcconfig", line: 3))
        #expect(ProjectPlace(absolute: "/tree/Base.xcconfig", line: 1, root: "/tree/") == ProjectPlace(file: "Base.xcconfig", line: 1))
    }
}
