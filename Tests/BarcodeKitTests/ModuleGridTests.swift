@testable import BarcodeKit
import Foundation
import Testing

/// `ModuleGrid` with perspective: positions and module coordinates agree, and the grid seen from
/// the other end, moved along or slanted describes the same modules, bent or not.
@Suite("Module grids under perspective")
struct ModuleGridTests {
    static let grid = ModuleGrid(origin: 20.5, moduleWidth: 3.2, sigma: 1.5, perspective: 0.0005)
    /// The grid as it is and bent round a bottle, for the checks every grid must pass.
    static let evenAndBent = [grid, BentModuleGridTests.bent]

    @Test("A pixel's module coordinate inverts the module's position", arguments: evenAndBent)
    func coordinateInvertsPosition(grid: ModuleGrid) {
        for pixel in [20, 61, 150, 330] {
            let module = grid.moduleCoordinate(ofPixel: pixel)
            #expect(abs(grid.position(ofModule: module) - Float(pixel)) < 0.001)
        }
    }

    @Test("Modules narrow along the line as the perspective says")
    func modulesNarrow() {
        let first = Self.grid.position(ofModule: 1) - Self.grid.position(ofModule: 0)
        let last = Self.grid.position(ofModule: 95) - Self.grid.position(ofModule: 94)
        #expect(last < first * 0.92)
        #expect(abs(Self.grid.moduleWidth(at: 0) - Self.grid.moduleWidth) < 0.0001)
    }

    @Test("The mirrored grid puts every edge where the reversed profile has it", arguments: evenAndBent)
    func mirroredGrid(grid: ModuleGrid) {
        let last: Float = 399
        let mirrored = grid.mirrored(modules: 95, last: last)
        for module in [0, 13, 47, 90, 95] {
            let edge = grid.position(ofModule: Float(module))
            #expect(abs(mirrored.position(ofModule: Float(95 - module)) - (last - edge)) < 0.001)
        }
    }

    @Test("A grid shifted by some modules counts the same edges from there", arguments: evenAndBent)
    func shiftedGrid(grid: ModuleGrid) {
        for (start, modules) in [(104, [0, 7, 47]), (60, [0, 7, 30])] {
            let shifted = grid.shifted(byModules: Float(start))
            for module in modules {
                let expected = grid.position(ofModule: Float(start + module))
                #expect(abs(shifted.position(ofModule: Float(module)) - expected) < 0.001)
            }
        }
    }

    @Test("A slanted grid keeps the symbol's first and last edges and moves its middle")
    func slantedGrid() {
        let even = ModuleGrid(origin: 20.5, moduleWidth: 3.2, sigma: 1.5)
        let slanted = even.slanted(0.0004, modules: 95)
        #expect(abs(slanted.position(ofModule: 0) - even.position(ofModule: 0)) < 0.001)
        #expect(abs(slanted.position(ofModule: 95) - even.position(ofModule: 95)) < 0.001)
        // About a module, as `ProfileDecoder.perspectives` says of each step of 0.0002 (half a module).
        let moved = (slanted.position(ofModule: 47.5) - even.position(ofModule: 47.5)) / even.moduleWidth
        #expect(moved > 0.8 && moved < 1.2)
    }
}

/// `ModuleGrid` with a bend: a label wrapped round a bottle keeps its ends and narrows its
/// modules towards them (`ModuleGridTests` checks its inverse, mirror and shift with the
/// unbent grid's).
@Suite("Module grids on a bent label")
struct BentModuleGridTests {
    static let even = ModuleGrid(origin: 20.5, moduleWidth: 3.2, sigma: 1.5, perspective: 0.0002)
    static let bent: ModuleGrid = {
        var grid = even
        grid.bend = .symmetric(wrap: 0.8, modules: 95)
        return grid
    }()

    @Test("A symmetric bend keeps the symbol's first, middle and last edges")
    func endsKept() throws {
        for module: Float in [0, 95] {
            #expect(abs(Self.bent.position(ofModule: module) - Self.even.position(ofModule: module)) < 0.001)
        }
        let bend = try #require(Self.bent.bend)
        #expect(abs(bend.flat(47.5) - 47.5) < 0.001)
    }

    @Test("Modules narrow towards both ends as the cosine of the turn")
    func modulesNarrowAtEnds() throws {
        let middle = Self.bent.moduleWidth(at: 47)
        #expect(Self.bent.moduleWidth(at: 0) < 0.75 * middle)
        #expect(Self.bent.moduleWidth(at: 94) < 0.75 * middle)
        // The ends turn by the whole wrap, the middle faces the camera.
        let bend = try #require(Self.bent.bend)
        #expect(abs(bend.slope(at: 0) / bend.slope(at: 47.5) - cos(0.8)) < 0.0001)
    }

    @Test("Turning the bend further keeps the ends and narrows the ends' modules more")
    func rewrapped() {
        var grid = Self.bent
        grid.bend = grid.bend?.rewrapped(by: 0.2)
        #expect(abs(grid.position(ofModule: 95) - Self.bent.position(ofModule: 95)) < 0.001)
        #expect(grid.moduleWidth(at: 0) < Self.bent.moduleWidth(at: 0))
    }
}
