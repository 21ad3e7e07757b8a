// The platform, chosen in one place: its C library (Glibc, Musl or Darwin) and its Foundation
// (FoundationEssentials where the toolchain has it, so that the tools link no ICU data and start
// sooner, else Foundation). A file that needs `URL`, `Data`, `open`, `stat` or `errno` imports
// this module instead of choosing between them itself. Beside this file the module holds only
// `Lock`, which wraps the system's own lock (os_unfair_lock or a pthread mutex), the other choice
// between platforms. No module re-exports this one to apps: an app that imports Wiring gets
// neither from it.
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
