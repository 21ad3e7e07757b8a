// The platform, chosen in one place: its C library (Glibc, Musl or Darwin) and its Foundation
// (FoundationEssentials where the toolchain has it, so that the tools link no ICU data and start
// sooner, else Foundation). A file that needs `URL`, `Data`, `open`, `stat` or `errno` imports
// this module instead of choosing between them itself. Nothing else is declared here, and no
// module re-exports this one to apps: an app that imports Wiring gets neither from it.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
