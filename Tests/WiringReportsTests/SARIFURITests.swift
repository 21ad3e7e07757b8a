import Foundation
import Testing
@testable import WiringReports

/// SARIF's file references are percent-encoded exactly as Foundation's `addingPercentEncoding` did.
@Suite("SARIF URIs")
struct SARIFURITests {
    static let allASCII = String(decoding: Array(0...127 as ClosedRange<UInt8>), as: UTF8.self)

    @Test(arguments: ["Sources/App/Shop.swift", "a b/é%.swift", "x?y#z[1]{}|\\^`\"<>", "emoji/🚀.swift", allASCII])
    func encodesAsFoundationDoes(path: String) {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~!$&'()*+,;=@/")
        #expect(SARIFReportWriter.uri(path) == path.addingPercentEncoding(withAllowedCharacters: allowed))
    }
}
