// hello.swift — a tiny, self-contained Swift program.
//
// It greets whoever is named on the command line and then shows the
// "natural" ordering Sheaf uses for its list: numbers inside names are
// compared by value, so "Chapter 2" sorts before "Chapter 10".
//
// Run it with:  swift hello.swift Ada Grace

import Foundation

/// Compares two names the way a person would: case-insensitively, and with
/// runs of digits compared as numbers.
func naturalLess(_ a: String, _ b: String) -> Bool {
    a.compare(b, options: [.caseInsensitive, .numeric]) == .orderedAscending
}

let names = CommandLine.arguments.dropFirst()
if names.isEmpty {
    print("Hello, world!")
} else {
    for name in names {
        print("Hello, \(name)!")
    }
}

let files = ["Chapter 10.txt", "chapter 1.txt", "Chapter 2.txt", "Appendix.md"]
print("\nPlain sort:  ", files.sorted())
print("Natural sort:", files.sorted(by: naturalLess))
