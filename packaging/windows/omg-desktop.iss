; Inno Setup 6 script: the Windows installer of Oh My Goods!.
;
;   ISCC /DAppVersion=0.1.0 /DBundleDir=C:\...\dist\omg-desktop ^
;        /DIconFile=C:\...\build\packaging\icons\omg-desktop.ico /DOutputDir=C:\...\dist ^
;        packaging\windows\omg-desktop.iss
;
; packaging/build.sh runs exactly this after PyInstaller (AppVersion from pyproject.toml).
; Output: omg-desktop-VERSION-windows-x64-setup.exe in OutputDir.
;
; - Installs for the current user by default (no administrator rights:
;   %LOCALAPPDATA%\Programs\Oh My Goods!); the first page offers "for all users" too.
; - Start menu entry "Oh My Goods!" (OhMyGoods.exe, no console window); a desktop icon
;   on request. omg-desktop.exe beside it is the command line (console) program.
; - The uninstaller (Settings > Apps, or the Start menu's Uninstall) removes only what
;   was installed. Saved games and settings belong to the player and stay: they live in
;   %APPDATA%\omg-desktop and in the registry under HKCU\Software\omg-desktop, never in
;   the install folder.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (packaging/build.sh does)
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\omg-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\packaging\icons\omg-desktop.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define AppName "Oh My Goods!"
#define GuiExe "OhMyGoods.exe"

[Setup]
; The AppId identifies the game to Windows across versions: never change it.
AppId={{DEA7C0CB-DED5-4C58-9BCE-B2B2E170543A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=omg_desktop
AppComments=A desktop edition of the card game Oh My Goods! (Big Box) by Alexander Pfister. Not an official product.
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 1809 and later.
MinVersion=10.0.17763
OutputDir={#OutputDir}
OutputBaseFilename=omg-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#GuiExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
; The licence page: what is under which licence (MIT, CC BY 4.0, the libraries' own),
; and where each text is in the installed folder (_internal\LICENSE, _internal\LICENSES\).
LicenseFile=licence-page.txt
Compression=lzma2/max
SolidCompression=yes
; Close a running game before files are replaced (Restart Manager).
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the previous version's program files entirely (no stale DLLs).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#GuiExe}"; WorkingDir: "{app}"; Comment: "Play Oh My Goods!"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#GuiExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#GuiExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; The install folder only (the program writes nothing there; this removes it if empty).
Type: dirifempty; Name: "{app}"
