#!/usr/bin/env bash
# Renders the home page's intro clip and its poster from the committed SVGs (no downloads):
#   public/media/shui-intro.webm (VP9), public/media/shui-intro.mp4 (H.264), public/media/shui-intro-poster.webp
# Needs Debian's ffmpeg (built with librsvg and freetype) and fonts-noto-cjk. Run from anywhere:
#   bash apps/web/src/assets/home/intro/make-intro-video.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
home_assets=$(dirname "$here")
media=$(cd "$here/../../../../public/media" && pwd)
font=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ffmpeg -hide_banner -loglevel error -y -i "$here/title-card.svg" "$work/0.png"
i=1
for slide in welcome courses workshop practice; do
  # The illustration sits in x 950-1680 of the 1920x617 banner: take a 960x600 window around it.
  ffmpeg -hide_banner -loglevel error -y -i "$home_assets/slide-$slide.svg" -vf "crop=960:600:835:8" "$work/$i.png"
  i=$((i + 1))
done

captions=('' '欢迎来到水杉在线  Welcome' '课程大厅  Course hall' '实训工坊  Workshop' '校准场 · 代码公园  Practice and code')
shot=2.4
fade=0.6
inputs=()
graph=''
for n in 0 1 2 3 4; do
  inputs+=(-loop 1 -framerate 24 -t "$shot" -i "$work/$n.png")
  text=''
  if [ -n "${captions[$n]}" ]; then
    text=",drawtext=fontfile=$font:text='${captions[$n]}':fontsize=30:fontcolor=0x1f2d24:x=48:y=h-92:box=1:boxcolor=white@0.88:boxborderw=18"
  fi
  # A slow push-in keeps the still images alive.
  graph+="[$n:v]scale=1920:1200,zoompan=z='min(1+0.0016*on,1.09)':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=960x600:fps=24$text,format=yuv420p,setsar=1[v$n];"
done
offset=$(echo "$shot - $fade" | bc)
graph+="[v0][v1]xfade=transition=fade:duration=$fade:offset=$offset[x1];"
for n in 2 3 4; do
  offset=$(echo "$offset + $shot - $fade" | bc)
  graph+="[x$((n - 1))][v$n]xfade=transition=fade:duration=$fade:offset=$offset[x$n];"
done
graph+="[x4]format=yuv420p[out]"

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map '[out]' -an -pix_fmt yuv420p \
  -c:v libvpx-vp9 -b:v 0 -crf 46 -row-mt 1 -deadline good -cpu-used 2 "$media/shui-intro.webm"
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map '[out]' -an -pix_fmt yuv420p \
  -c:v libx264 -preset slow -crf 33 -profile:v main -movflags +faststart "$media/shui-intro.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$work/0.png" -c:v libwebp -quality 82 "$media/shui-intro-poster.webp"
ls -l "$media"
