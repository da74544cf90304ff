// The gallery sample: `swift run GallerySample [--window gallery|search|feed] [--query TEXT] [--screenshot FILE]`.
// Headless: `xvfb-run -a swift run GallerySample --window search --query metal --screenshot search.png`.
import SampleSupport

SampleExecutable.main(usage: Options.usage, parse: Options.parse, run: GalleryApp.run)
