{
  config,
  lib,
  pkgs,
  ...
}:

let
  inherit (lib) mkIf mkOption types;

  cfg = config.programs.zellij;
  yamlFormat = pkgs.formats.yaml { };

  mkShellIntegrationOption =
    option:
    option
    // {
      default = false;
      example = true;
    };
in
{
  meta.maintainers = [
    lib.maintainers.khaneliman
    lib.maintainers.PerchunPak
    lib.hm.maintainers.mainrs
  ];

  options.programs.zellij = {
    enable = lib.mkEnableOption "Zellij";

    package = lib.mkPackageOption pkgs "zellij" { };

    finalPackage = mkOption {
      type = types.package;
      visible = false;
      readOnly = true;
      description = ''
        The zellij package with all plugin dependencies.
      '';
    };

    layouts = lib.mkOption {
      type = types.attrsOf (
        types.oneOf [
          yamlFormat.type
          types.path
          types.lines
        ]
      );
      default = { };
      example = {
        dev = {
          layout = {
            _children = [
              {
                default_tab_template = {
                  _children = [
                    {
                      pane = {
                        size = 1;
                        borderless = true;
                        plugin = {
                          location = "zellij:tab-bar";
                        };
                      };
                    }
                    { "children" = { }; }
                    {
                      pane = {
                        size = 2;
                        borderless = true;
                        plugin = {
                          location = "zellij:status-bar";
                        };
                      };
                    }
                  ];
                };
              }
              {
                tab = {
                  _props = {
                    name = "Project";
                    focus = true;
                  };
                  _children = [
                    {
                      pane = {
                        command = "nvim";
                      };
                    }
                  ];
                };
              }
              {
                tab = {
                  _props = {
                    name = "Git";
                  };
                  _children = [
                    {
                      pane = {
                        command = "lazygit";
                      };
                    }
                  ];
                };
              }
              {
                tab = {
                  _props = {
                    name = "Files";
                  };
                  _children = [
                    {
                      pane = {
                        command = "yazi";
                      };
                    }
                  ];
                };
              }
              {
                tab = {
                  _props = {
                    name = "Shell";
                  };
                  _children = [
                    {
                      pane = {
                        command = "zsh";
                      };
                    }
                  ];
                };
              }
            ];
          };
        };
      };
      description = ''
        Configuration written to
        {file}`$XDG_CONFIG_HOME/zellij/layouts/<layout>.kdl`.

        See <https://zellij.dev/documentation> for the full
        list of options.
      '';
    };

    plugins = mkOption {
      type = types.listOf types.package;
      default = [ ];
      example = lib.literalExpression ''
        with pkgs.zellijPlugins; [ jbz vim-plugins-navigator zjstatus ]
      '';
      description = "List of Zellij plugins";
    };

    settings = lib.mkOption {
      inherit (yamlFormat) type;
      default = { };
      example = lib.literalExpression ''
        {
          theme = "custom";
          themes.custom.fg = "#ffffff";
          keybinds._props.clear-defaults = true;
          keybinds.pane._children = [
            {
              bind = {
                _args = ["e"];
                _children = [
                  { TogglePaneEmbedOrFloating = {}; }
                  { SwitchToMode._args = ["locked"]; }
                ];
              };
            }
            {
              bind = {
                _args = ["left"];
                MoveFocus = ["left"];
              };
            }
          ];
        }
      '';
      description = ''
        Configuration written to
        {file}`$XDG_CONFIG_HOME/zellij/config.kdl`.

        If `programs.zellij.package.version` is older than 0.32.0, then
        the configuration is written to {file}`$XDG_CONFIG_HOME/zellij/config.yaml`.

        See <https://zellij.dev/documentation> for the full
        list of options.
      '';
    };
    extraConfig = lib.mkOption {
      description = ''
        Extra configuration lines to add to `$XDG_CONFIG_HOME/zellij/config.kdl`.

        This does not support zellij.yaml and it's mostly a workaround for https://github.com/nix-community/home-manager/issues/4659.
      '';
      type = lib.types.lines;
      default = "";
      example = ''
        keybinds {
            // keybinds are divided into modes
            normal {
                // bind instructions can include one or more keys (both keys will be bound separately)
                // bind keys can include one or more actions (all actions will be performed with no sequential guarantees)
                bind "Ctrl g" { SwitchToMode "locked"; }
                bind "Ctrl p" { SwitchToMode "pane"; }
                bind "Alt n" { NewPane; }
                bind "Alt h" "Alt Left" { MoveFocusOrTab "Left"; }
            }
            pane {
                bind "h" "Left" { MoveFocus "Left"; }
                bind "l" "Right" { MoveFocus "Right"; }
                bind "j" "Down" { MoveFocus "Down"; }
                bind "k" "Up" { MoveFocus "Up"; }
                bind "p" { SwitchFocus; }
            }
            locked {
                bind "Ctrl g" { SwitchToMode "normal"; }
            }
        }
      '';
    };

    attachExistingSession = mkOption {
      type = types.bool;
      default = false;
      description = ''
        Whether to attach to the default session after being autostarted if a Zellij session already exists.

        Variable is checked in `auto-start` script. Requires shell integration to be enabled to have effect.
      '';
    };

    exitShellOnExit = mkOption {
      type = types.bool;
      default = false;
      description = ''
        Whether to exit the shell when Zellij exits after being autostarted.

        Variable is checked in `auto-start` script. Requires shell integration to be enabled to have effect.
      '';
    };

    themes = mkOption {
      type = types.attrsOf (
        types.oneOf [
          yamlFormat.type
          types.path
          types.lines
        ]
      );
      default = { };
      description = ''
        Each them is written to {file}`$XDG_CONFIG_HOME/zellij/themes/NAME.kdl`.
        See <https://zellij.dev/documentation/themes.html> for more information.
      '';
    };

    enableBashIntegration = mkShellIntegrationOption (
      lib.hm.shell.mkBashIntegrationOption { inherit config; }
    );

    enableFishIntegration = mkShellIntegrationOption (
      lib.hm.shell.mkFishIntegrationOption { inherit config; }
    );

    enableZshIntegration = mkShellIntegrationOption (
      lib.hm.shell.mkZshIntegrationOption { inherit config; }
    );
  };

  config =
    let
      shellIntegrationEnabled = (
        cfg.enableBashIntegration || cfg.enableZshIntegration || cfg.enableFishIntegration
      );
      pluginsWithNames = lib.map (plugin: {
        inherit plugin;
        name = lib.removePrefix "zellij-" plugin.pname;
      }) cfg.plugins;
      pluginRuntimeDeps = lib.concatLists (
        lib.map ({ plugin, ... }: plugin.runtimeDeps or [ ]) pluginsWithNames
      );
      toKDL = lib.hm.generators.toKDL {
        escapeBackslashes = lib.versionAtLeast config.home.stateVersion "26.11";
        escapeTabs = lib.versionAtLeast config.home.stateVersion "26.11";
      };
    in
    mkIf cfg.enable {
      home.packages = [ cfg.finalPackage ];
      programs.zellij.finalPackage =
        if pluginRuntimeDeps != [ ] then
          cfg.package.override {
            extraPackages = pluginRuntimeDeps;
          }
        else
          cfg.package;

      # Zellij switched from yaml to KDL in version 0.32.0:
      # https://github.com/zellij-org/zellij/releases/tag/v0.32.0
      xdg.configFile = lib.mkMerge [
        {

          "zellij/config.yaml" =
            mkIf ((lib.versionOlder cfg.finalPackage.version "0.32.0") && cfg.settings != { })
              {
                source = yamlFormat.generate "zellij.yaml" cfg.settings;
              };
          "zellij/config.kdl" =
            mkIf
              (
                (lib.versionAtLeast cfg.finalPackage.version "0.32.0")
                && (cfg.settings != { } || cfg.extraConfig != "")
              )
              {
                text =
                  (toKDL cfg.settings)
                  + lib.optionalString (cfg.extraConfig != "") (
                    ''

                      // extraConfig

                    ''
                    + cfg.extraConfig
                  );
              };
        }

        (lib.mapAttrs' (
          name: value:
          lib.nameValuePair "zellij/layouts/${name}.kdl" {
            source =
              if builtins.isPath value || lib.isStorePath value then
                value
              else
                pkgs.writeText "zellij-layout-${name}" (if lib.isString value then value else toKDL value);
          }
        ) cfg.layouts)

        (lib.mapAttrs' (
          name: value:
          lib.nameValuePair "zellij/themes/${name}.kdl" {
            source =
              if builtins.isPath value || lib.isStorePath value then
                value
              else
                pkgs.writeText "zellij-theme-${name}" (if lib.isString value then value else toKDL value);
          }
        ) cfg.themes)

        # on every plugin update, zellij asks for permissions again, because
        # the plugin path has changed (=/nix/store path has changed)
        # to avoid that, we symlink all plugins to `.config/zellij/plugins` and
        # use those paths
        (lib.listToAttrs (
          lib.map (
            { plugin, name }:
            {
              name = "zellij/plugins/${name}.wasm";
              value.source = plugin;
            }
          ) pluginsWithNames
        ))
      ];
      programs.zellij.settings = {
        # define plugin aliases
        plugins = mkIf (pluginsWithNames != [ ]) (
          lib.listToAttrs (
            lib.map (
              { name, ... }:
              {
                inherit name;
                value._props.location = "file:${config.xdg.configHome}/zellij/plugins/${name}.wasm";
              }
            ) pluginsWithNames
          )
        );
        # auto-load plugins on start
        load_plugins = mkIf (pluginsWithNames != [ ]) {
          _children = lib.map (
            { name, ... }:
            {
              ${name} = [ ];
            }
          ) pluginsWithNames;
        };
      };

      programs.bash.initExtra = mkIf cfg.enableBashIntegration ''
        if [[ "$TERM" != "dumb" ]]; then
            eval "$(${lib.getExe cfg.finalPackage} setup --generate-auto-start bash)"
        fi
      '';

      programs.zsh.initContent = mkIf cfg.enableZshIntegration (
        lib.mkOrder 200 ''
          if [[ "$TERM" != "dumb" ]]; then
              eval "$(${lib.getExe cfg.finalPackage} setup --generate-auto-start zsh)"
          fi
        ''
      );

      programs.fish.interactiveShellInit = mkIf cfg.enableFishIntegration ''
        if test "$TERM" != "dumb"
            eval (${lib.getExe cfg.finalPackage} setup --generate-auto-start fish | string collect)
        end
      '';

      home.sessionVariables = mkIf shellIntegrationEnabled {
        ZELLIJ_AUTO_ATTACH = if cfg.attachExistingSession then "true" else "false";
        ZELLIJ_AUTO_EXIT = if cfg.exitShellOnExit then "true" else "false";
      };

      warnings =
        lib.optional (cfg.attachExistingSession && !shellIntegrationEnabled) ''
          You have enabled `programs.zellij.attachExistingSession`, but none of the shell integrations are enabled.
          This option will have no effect.
        ''
        ++ lib.optional (cfg.exitShellOnExit && !shellIntegrationEnabled) ''
          You have enabled `programs.zellij.exitShellOnExit`, but none of the shell integrations are enabled.
          This option will have no effect.
        '';
    };
}
