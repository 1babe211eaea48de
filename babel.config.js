// Babel for jest only (Gatsby and Strapi bring their own compilers).

/**
 * Jest runs the scripts' ES modules as CommonJS, where `import.meta` is a syntax error: give it the
 * CommonJS equivalent of `import.meta.url`, so tests can load scripts/lib modules that locate files with it.
 */
function importMetaUrlForJest({ template }) {
  const replacement = template.expression.ast("require('node:url').pathToFileURL(__filename).href");
  return {
    visitor: {
      MemberExpression(p) {
        const { object, property } = p.node;
        if (object.type === 'MetaProperty' && object.meta.name === 'import' && property.name === 'url') {
          p.replaceWith(replacement);
        }
      },
    },
  };
}

module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [importMetaUrlForJest],
};
