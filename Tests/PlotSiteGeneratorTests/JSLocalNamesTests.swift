import Foundation
import Testing
import TestSupport
@testable import PlotSiteGenerator

/// The boot bundle's local names written shorter: the same program (node runs both), only the names that are
/// surely local shortened.
@Suite struct JSLocalNamesTests {
    static let bundle = """
        const $$b0=(()=>{const LONG_CONSTANT=41;function helperFunction(value){return value+1;}
        const shorthandName=5;const counterValue={shorthandName};
        function usesGlobal(){return typeof structuredClone;}
        function declaresLocal(){const structuredClone=3;return structuredClone;}
        const templateName=7;const text=`${templateName}!`;
        const ternaryName=1;const pick=true?ternaryName:0;
        const [arrayFirst,arraySecond]=[1,2];
        const arrowResult=((argumentOne,argumentTwo)=>{return argumentOne*argumentTwo+arrayFirst+arraySecond;})(6,7);
        const blockArrow=singleParameter=>{return singleParameter*2;};
        outer:for(const loopIndex of [1,2]){if(loopIndex>1)break outer;}
        const listed=[arrowResult,blockArrow];let assignedLater;{assignedLater=listed.length;}
        let total=0;for(let loopCounter=0;loopCounter<3;loopCounter++){total+=loopCounter;}
        const record={method(){return 'm';},valueKey:1};
        return Object.freeze({__proto__:null,helperFunction,LONG_CONSTANT,counterValue,text,pick,arrowResult,total,record,assignedLater,
        usesGlobal:usesGlobal(),local:declaresLocal(),doubled:blockArrow(4),method:record.method()});})();
        const $$b1=(()=>{const{helperFunction}=$$b0;const declaresLocal=(someArgument)=>{return helperFunction(someArgument);};
        return Object.freeze({__proto__:null,again:declaresLocal(2)});})();
        console.log(JSON.stringify($$b0), JSON.stringify($$b1), $$b0.helperFunction(1));
        """

    @Test func theProgramDoesTheSameWithShorterLocalNames() throws {
        let compacted = try JSCompactor.compact(Self.bundle, file: "js/plot-boot.js")
        let shortened = try JSLocalNames.shortened(compacted, file: "js/plot-boot.js")
        #expect(shortened.utf8.count < compacted.utf8.count)
        let before = try ChildProcess.node(["--input-type=module", "--eval", compacted])
        let after = try ChildProcess.node(["--input-type=module", "--eval", shortened])
        #expect(before.status == 0 && after.status == 0, "\(String(decoding: after.err, as: UTF8.self))")
        #expect(String(decoding: after.out, as: UTF8.self) == String(decoding: before.out, as: UTF8.self))
        #expect(String(decoding: before.out, as: UTF8.self).contains(#""usesGlobal":"function""#))
        // Surely local: shortened.
        for local in ["declaresLocal", "argumentOne", "argumentTwo", "singleParameter", "loopIndex", "loopCounter", "someArgument", "blockArrow", "listed"] {
            #expect(!shortened.contains(local), "\(local) is local")
        }
        // Used as a property, a global elsewhere in its module, in a template, before a colon, or in shorthand: kept.
        for kept in ["helperFunction", "structuredClone", "templateName", "ternaryName", "shorthandName", "LONG_CONSTANT", "total",
                     "method", "valueKey"] {
            #expect(shortened.contains(kept), "\(kept) keeps its name")
        }
        #expect(shortened.components(separatedBy: "structuredClone").count == 4, "the global and the local that shadows it alike")
    }

    @Test func aSourceThatIsNoBundleIsLeftAsItIs() throws {
        let module = try JSCompactor.compact("function longName(parameter) { return parameter * 2; }\nexport { longName };\n", file: "js/x.js")
        #expect(try JSLocalNames.shortened(module, file: "js/x.js") == module)
    }
}
