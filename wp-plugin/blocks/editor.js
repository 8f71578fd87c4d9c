/**
 * Car Hire Widgets blocks in the editor: one `carhire-widgets/<island>` block per island, whose
 * metadata (title, icon, attributes) WordPress already has from the block.json files. This adds
 * the editor side only: a preview card (the island's name, what it shows, its settings) and the
 * attributes in the sidebar. The page itself is rendered on the server, like the shortcode.
 *
 * Plain JavaScript on WordPress's own globals (wp.blocks, wp.element, wp.blockEditor,
 * wp.components, wp.apiFetch): no build step and no React of our own.
 */
(function (wp, data) {
  'use strict';
  if (!wp || !wp.blocks || !data) {
    return;
  }
  var el = wp.element.createElement;
  var useState = wp.element.useState;
  var useEffect = wp.element.useEffect;
  var useBlockProps = wp.blockEditor.useBlockProps;
  var InspectorControls = wp.blockEditor.InspectorControls;
  var components = wp.components;
  var text = data.text;

  /** The branches from the booking API (through the plugin's REST route), fetched once per editor. */
  var branchesPromise = null;
  function loadBranches() {
    if (!branchesPromise) {
      branchesPromise = wp.apiFetch({ path: data.locations });
      branchesPromise.catch(function () {
        branchesPromise = null; // Try again next time a block asks.
      });
    }
    return branchesPromise;
  }

  function useBranches(wanted) {
    var state = useState({ list: null, error: '' });
    var value = state[0];
    var setValue = state[1];
    useEffect(
      function () {
        if (!wanted) {
          return undefined;
        }
        var live = true;
        loadBranches().then(
          function (list) {
            if (live) {
              setValue({ list: list, error: '' });
            }
          },
          function (error) {
            if (live) {
              setValue({ list: [], error: (error && error.message) || String(error) });
            }
          },
        );
        return function () {
          live = false;
        };
      },
      [wanted],
    );
    return value;
  }

  /** A value's label for the card: the enum label or branch name when known. */
  function shown(control, value, branches) {
    if (!value) {
      return text.notSet;
    }
    if (control.labels && control.labels[value]) {
      return control.labels[value];
    }
    if (control.options === 'locations' && branches) {
      var found = branches.filter(function (branch) {
        return branch.code === value;
      })[0];
      if (found) {
        return found.name + ' (' + value + ')';
      }
    }
    return value;
  }

  function control(item, attributes, setAttributes, branches) {
    var value = attributes[item.name] || '';
    var set = function (next) {
      var patch = {};
      patch[item.name] = next;
      setAttributes(patch);
    };
    var common = {
      key: item.name,
      label: item.label,
      help: item.help,
      value: value,
      onChange: set,
      __nextHasNoMarginBottom: true,
    };
    if (item.enum && item.enum.length) {
      return el(
        components.SelectControl,
        Object.assign({}, common, {
          options: [{ label: text.any, value: '' }].concat(
            item.enum.map(function (option) {
              return { label: (item.labels && item.labels[option]) || option, value: option };
            }),
          ),
        }),
      );
    }
    if (item.options === 'locations') {
      var list = branches.list || [];
      var options = [{ label: branches.list ? text.any : text.loading, value: '' }].concat(
        list.map(function (branch) {
          return { label: branch.name + ' (' + branch.code + ')', value: branch.code };
        }),
      );
      if (
        value &&
        !list.some(function (branch) {
          return branch.code === value;
        })
      ) {
        options.push({ label: value, value: value });
      }
      return el(
        'div',
        { key: item.name },
        el(components.SelectControl, Object.assign({}, common, { options: options })),
        branches.error
          ? el(components.Notice, { status: 'warning', isDismissible: false }, text.failed + ' ' + branches.error)
          : null,
      );
    }
    return el(components.TextControl, Object.assign({}, common, { maxLength: item.maxLength || undefined }));
  }

  function registerIsland(name, island) {
    var hasBranches = island.controls.some(function (item) {
      return item.options === 'locations';
    });
    wp.blocks.registerBlockType('carhire-widgets/' + name, {
      edit: function (props) {
        var branches = useBranches(hasBranches);
        var blockProps = useBlockProps({ className: 'chw-block-card' });
        var settings = island.controls.length
          ? el(
              'dl',
              { className: 'chw-block-card__settings' },
              island.controls.reduce(function (rows, item) {
                return rows.concat([
                  el('dt', { key: item.name + '-label' }, item.label),
                  el('dd', { key: item.name + '-value' }, shown(item, props.attributes[item.name], branches.list)),
                ]);
              }, []),
            )
          : el('p', { className: 'chw-block-card__settings' }, text.noSettings);
        return el(
          'div',
          blockProps,
          el('p', { className: 'chw-block-card__title' }, island.title),
          el('p', { className: 'chw-block-card__description' }, island.description),
          settings,
          data.configured
            ? el('p', { className: 'chw-block-card__note' }, text.preview)
            : el(
                'p',
                { className: 'chw-block-card__note chw-block-card__note--warning' },
                text.notConfigured + ' ',
                el('a', { href: data.settingsUrl }, text.openSettings),
              ),
          island.controls.length
            ? el(
                InspectorControls,
                null,
                el(
                  components.PanelBody,
                  { title: text.settings, initialOpen: true },
                  island.controls.map(function (item) {
                    return control(item, props.attributes, props.setAttributes, branches);
                  }),
                ),
              )
            : null,
        );
      },
      // Rendered on the server (the same placeholder as the shortcode).
      save: function () {
        return null;
      },
    });
  }

  Object.keys(data.islands).forEach(function (name) {
    registerIsland(name, data.islands[name]);
  });
})(window.wp, window.chwBlocks);
