{
  imports = [
    ./awesome.nix
    ./bspwm
    ./exwm.nix
    ./fluxbox.nix
    ./herbstluftwm.nix
    ./hyprland.nix
    ./i3-sway
    ./labwc
    ./niri.nix
    ./river.nix
    ./spectrwm.nix
    ./wayfire.nix
    ./xmonad.nix
  ];
}
