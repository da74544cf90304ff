import Binding
import BindingGLib
import CGtk

extension AboutDialog {
    /// A new, hidden about dialog filled from the app's metainfo, the one
    /// source of truth GNOME Software reads too: its name, the version of its
    /// newest release, its summary, its developer (credited as author), its
    /// website and its licence, with the app ID as the logo's icon name.
    ///
    /// <!-- snippet: doc-AboutDialog-metainfo -->
    /// ```swift
    /// let metainfo = try AppMetainfo(resource: GResources.basePath + "org.example.Notes.metainfo.xml")
    /// await AboutDialog.show(metainfo: metainfo, parent: window)
    /// ```
    ///
    /// A licence GTK knows by name (`MIT`, `GPL-3.0-or-later`, `Apache-2.0`, …)
    /// shows GTK's text and link for it; another SPDX expression is shown as written.
    /// The name and the summary go through the installed translator (`Localization.translator`):
    /// the extraction step takes them from the metainfo file into the app's catalog,
    /// so a translated app shows them in the user's language.
    public convenience init(metainfo: AppMetainfo, parent: Window?) {
        self.init(parent: parent)
        let translator = Localization.translator
        programName = translator.translate(metainfo.name)
        version = metainfo.version
        comments = metainfo.summary.map { translator.translate($0) }
        website = metainfo.homepage
        logoIconName = metainfo.id
        if let developer = metainfo.developerName { authors = [developer] }
        if let spdx = metainfo.projectLicense {
            if let known = Self.license(spdx: spdx) {
                licenseType = known
            } else {
                license = spdx
            }
        }
    }

    /// Shows an about dialog filled from `metainfo` (``init(metainfo:parent:)``)
    /// over `parent` and returns when the user closes it.
    public static func show(metainfo: AppMetainfo, parent: Window?) async {
        _ = await AboutDialog(metainfo: metainfo, parent: parent).answer()
    }

    /// GTK's licence for an SPDX identifier, when it has one.
    static func license(spdx: String) -> License? {
        AppMetainfo.gtkLicenseValue(spdx: spdx).flatMap(License.init(rawValue:))
    }
}
