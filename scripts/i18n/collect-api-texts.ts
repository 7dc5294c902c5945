// Every English text the API can put in `message` or a field error, read from the code itself (issue 37). The English
// is the key (gettext's idea): server/locales/en/api.json maps each text to itself, hi/ and ta/ map it to their words,
// and tests/server/api-language.test.ts fails when a text here has no translation. Run after changing a message:
//   npx tsx scripts/i18n/collect-api-texts.ts
// A text filled at run time is a template: each ${value} that is not a constant becomes {{name}}.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');

/** Not the API's answers: start-up checks, the database layer, the outbox's own words files, the health checks a load balancer reads. */
const SKIPPED = [/^server\/db\//, /^server\/config\.ts$/, /^server\/domains\/messaging\/message-texts\.ts$/, /^server\/plugins\/app\/readiness\.ts$/, /^server\/types\//];

/** How a rule or a route says no: the message is the argument at this index. */
const REFUSALS: Record<string, number> = { translateApiText: 0, invalid: 0, forbidden: 0, notFound: 0, conflict: 0, tooMany: 0, badRequest: 0, unauthorized: 0, Refusal: 1, HttpError: 1 };
/** zod's checks whose last argument may be the message a field error shows. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'int', 'positive', 'nonnegative', 'negative', 'gte', 'lte', 'gt', 'lt', 'startsWith', 'endsWith', 'includes', 'nonempty', 'multipleOf', 'uuid', 'datetime', 'date', 'time']);
/** A variable holding texts by name: bookingMessages, messages, CLIENT_ERRORS, PASS_NAMES (filled into a text). */
const TEXT_TABLE = /messages$|_ERRORS$|^PASS_NAMES$/i;
/** A function building a text: needPassMessage, blockedMessage, issueMessage. */
const TEXT_FUNCTION = /Message$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The name a {{placeholder}} takes from the code it stands for: `${part.fieldname}` → {{fieldname}}. */
function placeholderName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node)) return ts.isPropertyAccessExpression(node.expression) ? placeholderName(node.expression.expression) : placeholderName(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return placeholderName(node.expression);
  if (ts.isElementAccessExpression(node)) return placeholderName(node.argumentExpression);
  if (ts.isBinaryExpression(node)) return placeholderName(node.left);
  return 'value';
}

/** Every English text the API sends, sorted; templates carry {{placeholders}}. */
export function collectApiTexts(): string[] {
  const files = [...sourceFiles(join(ROOT, 'server')), ...sourceFiles(join(ROOT, 'contract'))].filter(
    (file) => !SKIPPED.some((skip) => skip.test(relative(ROOT, file).replaceAll('\\', '/'))),
  );
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    baseUrl: ROOT,
    paths: { '@contract/*': ['./contract/*'], '@server/*': ['./server/*'] },
  });
  const checker = program.getTypeChecker();
  const found = new Set<string>();
  const seenFunctions = new Set<ts.Node>();

  const literalOf = (node: ts.Expression): string[] | undefined => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    if (!parts.every((part) => part.isStringLiteral() || part.isNumberLiteral())) return undefined;
    return parts.map((part) => String((part as ts.LiteralType).value));
  };

  /** The texts an expression can be; [] when it is a value from elsewhere (a parameter, a library's words). */
  function texts(node: ts.Expression): string[] {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return texts(node.expression);
    if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue), ...texts(node.whenFalse)];
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind))
      return [...texts(node.left), ...texts(node.right)];
    if (ts.isTemplateExpression(node)) {
      // Each span is a constant, a local text with its own variants (`which` in needPassMessage), or a {{placeholder}}.
      let variants: { text: string; names: Map<string, number> }[] = [{ text: node.head.text, names: new Map() }];
      for (const span of node.templateSpans) {
        const constant = literalOf(span.expression);
        const local = constant?.length === 1 ? undefined : localTexts(span.expression);
        variants = variants.flatMap(({ text, names }) => {
          if (constant?.length === 1) return [{ text: text + constant[0] + span.literal.text, names }];
          const placeholder = () => {
            const base = placeholderName(span.expression);
            const seen = names.get(base) ?? 0;
            return { text: `${text}{{${seen ? `${base}${seen + 1}` : base}}}${span.literal.text}`, names: new Map(names).set(base, seen + 1) };
          };
          // `field || 'body'`: the constant, or any value from elsewhere
          if (local?.length) return [...local.map((part) => ({ text: text + part + span.literal.text, names })), ...(local.partial ? [placeholder()] : [])];
          return [placeholder()];
        });
      }
      return variants.map(({ text }) => text);
    }
    if (ts.isIdentifier(node)) {
      const local = localTexts(node);
      if (local) return local;
    }
    // `messages.yearInvalid.replace('{{current}}', year)`: the template is the text.
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['replace', 'replaceAll'].includes(node.expression.name.text))
      return texts(node.expression.expression);
    const constant = literalOf(node);
    if (constant) return constant;
    if (ts.isCallExpression(node)) {
      const declaration = checker.getSymbolAtLocation(node.expression)?.declarations?.[0];
      if (declaration) return functionTexts(declaration);
    }
    return [];
  }

  /** A local `const message = …` stands for the texts it holds. */
  function localTexts(node: ts.Expression): (string[] & { partial?: boolean }) | undefined {
    if (!ts.isIdentifier(node)) return undefined;
    const declaration = checker.getSymbolAtLocation(node)?.declarations?.[0];
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) || !ts.isBlock(declaration.parent.parent.parent)) return undefined;
    const found: string[] & { partial?: boolean } = texts(declaration.initializer);
    const init = declaration.initializer;
    found.partial = ts.isBinaryExpression(init) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(init.operatorToken.kind);
    return found.length ? found : undefined;
  }

  /** What a text-building function returns. */
  function functionTexts(declaration: ts.Node): string[] {
    let fn: ts.Node | undefined = declaration;
    if (ts.isVariableDeclaration(declaration)) fn = declaration.initializer;
    if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !fn.body) return [];
    if (seenFunctions.has(fn)) return [];
    seenFunctions.add(fn);
    if (!ts.isBlock(fn.body)) return texts(fn.body);
    const out: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) out.push(...texts(node.expression));
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out;
  }

  const add = (node: ts.Expression | undefined) => {
    if (node) for (const text of texts(node)) if (/[A-Za-z]/.test(text)) found.add(text);
  };
  /** Every text in a table of texts, however deep. */
  const addTable = (node: ts.Expression): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) addTable(property.initializer);
    } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(addTable);
    else if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) addTable(node.expression);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) [node.left, node.right].forEach(addTable);
    else if (!ts.isNumericLiteral(node) && !ts.isRegularExpressionLiteral(node)) add(node);
  };

  const calleeName = (node: ts.CallExpression | ts.NewExpression): string | undefined =>
    ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : undefined;

  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (TEXT_TABLE.test(node.name.text)) addTable(node.initializer);
    }
    // `const [status, message] = CLIENT_ERRORS[code] ?? [400, 'Malformed request']`
    if (ts.isVariableDeclaration(node) && ts.isArrayBindingPattern(node.name) && node.initializer && node.name.elements.some((e) => ts.isBindingElement(e) && e.name.getText() === 'message'))
      addTable(node.initializer);
    // `(message = 'Access forbidden') => …`
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer) add(node.initializer);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (TEXT_FUNCTION.test(node.name.text)) functionTexts(node).forEach((text) => found.add(text));
    }
    if (ts.isFunctionDeclaration(node) && node.name && TEXT_FUNCTION.test(node.name.text)) functionTexts(node).forEach((text) => found.add(text));
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (name !== undefined && name in REFUSALS && ts.isIdentifier(node.expression)) add(args[REFUSALS[name]!]);
      if (name !== undefined && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression) && args.length > 0) {
        const last = args[args.length - 1]!;
        if (!ts.isObjectLiteralExpression(last) && !ts.isArrowFunction(last) && (args.length > 1 || ['email', 'url', 'int', 'positive', 'nonnegative', 'negative', 'nonempty', 'uuid'].includes(name))) add(last);
      }
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && ['message', 'error'].includes(node.name.text)) add(node.initializer);
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }
  return [...found].sort();
}

/** en/api.json: each English text mapped to itself. */
export const englishCatalogue = (texts: string[]): Record<string, string> => Object.fromEntries(texts.map((text) => [text, text]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const texts = collectApiTexts();
  writeFileSync(join(ROOT, 'server/locales/en/api.json'), `${JSON.stringify(englishCatalogue(texts), null, 2)}\n`);
  console.log(`${texts.length} texts written to server/locales/en/api.json`);
}
