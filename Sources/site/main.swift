import Foundation
import SiteKit

print("site: not yet")
