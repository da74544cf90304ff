import CGtk
import Foundation
import XCTest

/// A new, empty directory for one test's files, named after `label` and the
/// process. Remove it with `FileManager.default.removeItem(at:)` (in a `defer`).
func makeTemporaryDirectory(_ label: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Writes a `width`×`height` PNG of one colour at `path` through GdkPixbuf.
func writeTestPNG(width: Int32, height: Int32, to path: String) {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
    XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil), 0, "could not write \(path)")
}
