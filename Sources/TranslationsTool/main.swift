import Foundation
import TranslationsToolCore

// TranslationsTool, run by TranslationsPlugin for one target (see CatalogBuild in TranslationsToolCore).
exit(CatalogBuild.main(Array(CommandLine.arguments.dropFirst())))
