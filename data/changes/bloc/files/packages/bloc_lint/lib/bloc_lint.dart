export 'package:_fe_analyzer_shared/src/parser/parser.dart'
    show DeclarationKind, IdentifierContext, Listener;
export 'package:_fe_analyzer_shared/src/scanner/token.dart'
    show BeginToken, Keyword, Token, TokenType;

export 'src/diagnostic.dart' show Diagnostic, Severity;
export 'src/lint_rule.dart' show LintRule, LintRuleBuilder;
export 'src/linter.dart' show LintContext, Linter;
export 'src/rules/rules.dart'
    show
        AvoidBuildContextExtensions,
        AvoidFlutterImports,
        AvoidPublicBlocMethods,
        AvoidPublicFields,
        PreferBloc,
        PreferBuildContextExtensions,
        PreferCubit,
        PreferFileNamingConventions,
        PreferVoidPublicCubitMethods;
export 'src/text_document.dart'
    show
        Position,
        Range,
        TextDocument,
        TextDocumentType,
        TextDocumentTypeX,
        TextDocumentX;
