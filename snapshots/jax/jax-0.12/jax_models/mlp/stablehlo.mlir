module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2xf32>, %arg3: tensor<8x2xf32>, %arg4: tensor<3x4xf32>) -> (tensor<3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<3x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x8xf32>
    %8 = stablehlo.add %3, %7 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<3x8xf32>
    %11 = stablehlo.tanh %10 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %13 = stablehlo.add %12, %11 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<3x8xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<3x8xf32>
    %17 = stablehlo.dot_general %16, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x2xf32>) -> tensor<3x2xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<3x2xf32>
    %20 = stablehlo.add %17, %19 : tensor<3x2xf32>
    %21 = call @log_softmax(%20) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    return %21 : tensor<3x2xf32>
  }
  func.func private @log_softmax(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %cst = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x2xf32>
    %6 = stablehlo.exponential %5 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.log %8 : tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3x2xf32>
    return %11 : tensor<3x2xf32>
  }
}
