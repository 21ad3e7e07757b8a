// The C library of the platform, in one place: a file that needs `open`, `stat`, `isatty` or
// `errno` imports this module instead of choosing between Glibc, Musl and Darwin itself.
// Nothing else is declared here, and no module re-exports this one to apps.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
