extension AppMetainfo {
    /// The `GtkLicense` value for an SPDX licence expression GTK knows by name (`MIT`,
    /// `GPL-3.0-or-later`, `Apache-2.0`, …), or `nil`. GTK 3 and GTK 4 number `GtkLicense` alike
    /// (and libadwaita's about window takes the same type), so both front ends read it from here.
    package static func gtkLicenseValue(spdx: String) -> Int32? {
        switch spdx {
        case "GPL-2.0-or-later", "GPL-2.0+": 2
        case "GPL-3.0-or-later", "GPL-3.0+": 3
        case "LGPL-2.1-or-later", "LGPL-2.1+": 4
        case "LGPL-3.0-or-later", "LGPL-3.0+": 5
        case "BSD-2-Clause": 6
        case "MIT": 7
        case "Artistic-2.0": 8
        case "GPL-2.0-only", "GPL-2.0": 9
        case "GPL-3.0-only", "GPL-3.0": 10
        case "LGPL-2.1-only", "LGPL-2.1": 11
        case "LGPL-3.0-only", "LGPL-3.0": 12
        case "AGPL-3.0-or-later", "AGPL-3.0+": 13
        case "AGPL-3.0-only", "AGPL-3.0": 14
        case "BSD-3-Clause": 15
        case "Apache-2.0": 16
        case "MPL-2.0": 17
        default: nil
        }
    }
}
